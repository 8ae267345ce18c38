console.log(process.execArgv)
